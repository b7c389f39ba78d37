import type { MatchOutcome, MatchRow } from '../../shared/catalog/match.ts';

export {
  MAX_ROWS,
  matchRequestSchema,
  type MatchOutcome,
  type MatchRow,
} from '../../shared/catalog/match.ts';

export interface Matcher {
  match(rows: MatchRow[]): Promise<MatchOutcome[]>;
}

export const miss = (reason: string): MatchOutcome => ({ item: null, reason });
