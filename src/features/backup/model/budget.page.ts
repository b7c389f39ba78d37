// The page of bench/backup-chromium.ts (bench/backup-chromium.html): builds the budget's backup
// once, then each step is called on its own so the bench can time it in Chromium.
import { applyImport, forgetUndo } from './apply';
import { planImport, type ImportPlan } from './plan';
import { readImportBytes } from './read-input';
import { budgetBackupFile } from './test-state';

const file = budgetBackupFile();
const bytes = new TextEncoder().encode(JSON.stringify(file));
let plan: ImportPlan | null = null;

/** Preview = what choosing the file does: read, check, validate and compare with what is here. */
function preview() {
  const start = performance.now();
  const source = readImportBytes(bytes, 'reelbeat-backup.json');
  if (source.kind !== 'backup') return source;
  const read = Math.round(performance.now() - start);
  plan = planImport(source.data);
  return {
    megabytes: +(bytes.length / 1e6).toFixed(1),
    readMs: read,
    rejected: plan.rejected.length,
  };
}

(window as unknown as { backupBench: Record<string, () => unknown> }).backupBench = {
  reset: () => {
    localStorage.clear();
    forgetUndo();
  },
  preview,
  apply: () => (plan ? applyImport(plan, 'replace') : 'no plan'),
  previewAgain: preview,
};
