import { describe, expect, it } from 'vitest';
import { PlayGroupLeads } from '@drawdesk/contracts';
import { PLAY_GROUPS } from '@drawdesk/lottery';
import { checkGroupLeads } from './settings.js';

const games = new Map([['HK6', 'MARK6'], ['P3', 'PICK3']]);

describe('play-group leads in the book settings', () => {
  it('the contract lists exactly the domain core\'s play groups', () => {
    expect(Object.keys(PlayGroupLeads.properties).sort()).toEqual([...new Set(PLAY_GROUPS.map((g) => g.code))].sort());
  });

  it.each([
    ['正码 of a Mark Six lottery', { HK6: { REGULAR: 5 } }, null],
    ['排列三 of pick-3', { P3: { PICK3: 10 } }, null],
    ['no leads', {}, null],
    ['正码 of pick-3', { P3: { REGULAR: 5 } }, '/groupLeads/P3/REGULAR'],
    ['a lottery there is not', { MO6: { REGULAR: 5 } }, '/groupLeads/MO6'],
  ] as const)('%s', (_, leads, field) => {
    const check = () => checkGroupLeads(leads, games);
    if (field === null) expect(check).not.toThrow();
    else expect(check).toThrow(expect.objectContaining({ fields: [expect.objectContaining({ field })] }));
  });
});
