import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/dialog';
import styles from './list-page.module.css';

interface ClearListButtonProps {
  label: string;
  question: string;
  onClear: () => void;
}

/** A destructive "Clear …" button that asks first (spec 5). */
export function ClearListButton({ label, question, onClear }: ClearListButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={styles.danger} onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" size={16} />
        {label}
      </button>
      <ConfirmDialog
        open={asking}
        title={label}
        message={question}
        confirmLabel="Clear"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClear();
        }}
      />
    </>
  );
}
