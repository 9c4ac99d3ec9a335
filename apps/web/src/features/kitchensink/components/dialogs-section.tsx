import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { Section } from '@/components/ui/section';
import { Code } from './code';

/** Dialog and ConfirmDialog, each opened from a button; focus returns to it on closing. */
export function DialogsSection() {
  const [open, setOpen] = useState<'dialog' | 'confirm' | null>(null);
  const close = (isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  };
  return (
    <Section
      title="Dialogs"
      description={
        <>
          <Code>Dialog</Code> and <Code>ConfirmDialog</Code> from components/ui/dialog: modal, focus
          kept inside, Escape or Close dismisses, focus goes back to the opener. Ask with a
          confirmation only before what cannot be undone.
        </>
      }
    >
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setOpen('dialog')}>
          Open a Dialog
        </Button>
        <Button variant="secondary" onClick={() => setOpen('confirm')}>
          Open a Confirmation
        </Button>
      </div>
      <Dialog
        open={open === 'dialog'}
        onOpenChange={close}
        title="A sample dialog"
        description="A title, a sentence, any content, and an actions row."
        footer={<Button onClick={() => setOpen(null)}>Done</Button>}
      >
        <p className="text-sm text-slate-700">
          The body scrolls when it is taller than the screen.
        </p>
      </Dialog>
      <ConfirmDialog
        open={open === 'confirm'}
        onOpenChange={close}
        title="Delete the sample?"
        description="Nothing is deleted: this is the showcase."
        confirmLabel="Delete"
        destructive
        onConfirm={() => setOpen(null)}
      />
    </Section>
  );
}
