import type { ReactNode } from 'react';
import { Button } from '@drawdesk/ui/button';
import { Popconfirm } from '@drawdesk/ui/popconfirm';

type Props = { title: string; content: string; onConfirm: () => void; children: ReactNode; danger?: boolean; size?: 'small' | 'default'; action?: string };

/** A row or page action asked once more before it runs (remove, mark placed). */
export function ConfirmButton({ title, content, onConfirm, children, danger = true, size = 'small', action }: Props) {
  return (
    <Popconfirm title={title} content={content} onConfirm={onConfirm}>
      <Button theme={size === 'small' ? 'borderless' : 'light'} size={size} type={danger ? 'danger' : 'primary'} data-action={action}>
        {children}
      </Button>
    </Popconfirm>
  );
}
