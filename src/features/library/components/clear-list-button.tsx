import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/dialog';

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
      <Button variant="danger" onClick={() => setAsking(true)}>
        <Trash2 aria-hidden="true" size={16} />
        {label}
      </Button>
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
