import { Suspense, useState, type ReactNode } from 'react';
import { Input } from '@drawdesk/ui/input';

type OnUseProps = { label?: string; placeholder?: string; width: number; used?: boolean; text?: string; children: ReactNode };

/**
 * A filter whose control loads when first used (focused or clicked): until then a read-only input of the same
 * size and label stands in for it, so a list does not download a date picker or a cascader nobody opens.
 * `used` shows the control at once (a filter that opens with a value); `text` is the value the stand-in shows
 * until then. The control should open itself (`defaultOpen`): the click that loaded it was meant for it.
 */
export function LoadsOnUse({ label, placeholder, width, used = false, text, children }: OnUseProps) {
  const [wanted, setWanted] = useState(used);
  const standIn = <Input readonly prefix={label} placeholder={placeholder} value={text} style={{ width }} onFocus={() => setWanted(true)} />;
  return wanted ? <Suspense fallback={standIn}>{children}</Suspense> : standIn;
}
