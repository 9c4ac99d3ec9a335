import { Dialog as RadixDialog } from 'radix-ui';
import { useRef } from 'react';
import type { DialogProps } from './dialog';
import { Icon } from './icon';

const SIZES = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-5xl h-[85dvh]' } as const;

/**
 * The modal dialog behind `Dialog` (dialog.tsx), with Radix's dialog stack: focus kept inside,
 * Escape and the close button dismiss it, and focus goes back to what had it before (Radix returns
 * it to a Dialog.Trigger only; ours open from state).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'sm',
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[1200] bg-slate-900/50" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-[1201] flex max-h-[90dvh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white shadow-2xl ${SIZES[size]}`}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <RadixDialog.Title className="text-lg font-bold text-slate-900">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="-m-2 rounded-md p-2 text-slate-600 hover:bg-slate-100"
            >
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-auto px-5 py-4">
            {description !== undefined && (
              <RadixDialog.Description className="text-sm text-slate-700">
                {description}
              </RadixDialog.Description>
            )}
            {children}
          </div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
