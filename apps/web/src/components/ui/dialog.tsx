import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { afterFirstPaint } from '@/lib/first-paint';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** a sentence read with the title; omit when the body says it */
  description?: ReactNode;
  children?: ReactNode;
  /** the actions row */
  footer?: ReactNode;
  /** 'lg' for a reference page inside the dialog */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Radix's dialog stack (about 14 KB gz) is not needed until a dialog opens: it is fetched once the
 * first screen has been painted, ahead of the first open, and a dialog renders nothing until then.
 */
let modal: Promise<typeof import('./modal')> | null = null;
const loadModal = () => {
  modal ??= import('./modal');
  return modal;
};
let prefetching = false;
const prefetchModal = afterFirstPaint(loadModal);
const Modal = lazy<ComponentType<DialogProps>>(() =>
  loadModal().then((m) => ({ default: m.Dialog })),
);

/**
 * A modal dialog: focus kept inside, Escape and the close button dismiss it, and focus goes back
 * to what had it before. Once opened it stays mounted, so closing runs its focus return.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => {
    if (prefetching) return;
    prefetching = true;
    // a failed fetch is retried, and reported, by the first open
    prefetchModal().catch(() => {
      modal = null;
    });
  }, []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  destructive = false,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  busy?: boolean;
  destructive?: boolean;
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            busy={busy}
            onClick={onConfirm}
            className={destructive ? 'bg-red-700 hover:bg-red-800' : ''}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
