import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog';
import { useT } from '@/lib/i18n';

interface ClearListButtonProps {
  label: string;
  question: string;
  onClear: () => void;
}

/** A destructive "Clear …" button that asks first: a list is never cleared on one click. */
export function ClearListButton({ label, question, onClear }: ClearListButtonProps) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" size={16} />
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={label}
        message={question}
        confirmLabel={t('library.clear.confirm')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClear();
        }}
      />
    </>
  );
}
