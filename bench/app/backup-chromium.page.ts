// The page of bench/backup-chromium.ts (bench/app/backup-chromium.html): builds the budget's backup
// once, then each step is called on its own so the bench can time it in Chromium.
import { applyImport, forgetUndo } from '@/features/backup/model/apply';
import { planImport, type ImportPlan } from '@/features/backup/model/plan';
import { readImportBytes } from '@/features/backup/model/read-input';
import { budgetBackupFile } from '@/test/backup-fixtures';

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
