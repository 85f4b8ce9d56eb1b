import type { ComponentProps } from 'react';
import type { GameInfo, PlanStatus, PlanTier } from '@drawdesk/contracts';
import { pickLocale } from '@drawdesk/shell';
import type { Tag } from '@drawdesk/ui/tag';

export const TIERS: readonly PlanTier[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];

/** Translation keys of the statuses and their tag colours; the compiler checks none is missing. */
export const STATUS_LABELS: Record<PlanStatus, string> = { draft: 'plans.status.draft', active: 'plans.status.active', archived: 'plans.status.archived' };
export const STATUS_COLORS: Record<PlanStatus, ComponentProps<typeof Tag>['color']> = { draft: 'blue', active: 'green', archived: 'grey' };

export const tierOptions = TIERS.map((tier) => ({ value: tier, label: tier }));

/** The catalogue's name of something (game, play type, odds slot) in the console's language. */
export const nameIn = (names: GameInfo['names'], language: string) => names[pickLocale(language)];

/** The games as select options, named in the console's language. */
export const gameOptions = (games: readonly GameInfo[], language: string) => games.map((game) => ({ value: game.code, label: nameIn(game.names, language) }));
