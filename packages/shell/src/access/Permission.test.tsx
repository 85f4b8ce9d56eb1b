import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider, createStore } from 'jotai';
import type { Role } from '@drawdesk/contracts';
import { currentUserAtom } from '../session/atoms.js';
import { Permission } from './Permission.js';

function render(role: Role | null, roles: unknown) {
  const store = createStore();
  if (role) {
    store.set(currentUserAtom, { id: 1, username: 'u', name: '', nickName: 'u', phoneNumber: null, lastLogin: null, role, agentId: null });
  }
  return renderToStaticMarkup(
    <Provider store={store}>
      <Permission roles={roles as Role[]}>
        <button>delete</button>
      </Permission>
    </Provider>,
  );
}

describe('<Permission>', () => {
  it.each([
    ['Admin', ['Admin'], '<button>delete</button>'],
    ['User', ['Admin'], ''],
    [null, ['Admin'], ''],
    ['User', [], '<button>delete</button>'],
    ['User', ['Admin', 'User'], '<button>delete</button>'],
  ] as const)('role %s with roles %j renders %j', (role, roles, html) => {
    expect(render(role, roles)).toBe(html);
  });

  it('throws when roles is not a list', () => {
    expect(() => render('Admin', 'Admin')).toThrow(/needs a list of roles/);
  });
});
