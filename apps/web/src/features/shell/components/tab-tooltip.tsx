import { Tooltip } from 'radix-ui';
import type { ReactElement } from 'react';

/**
 * A tooltip shown on hover and on keyboard focus (a title attribute shows on hover only).
 * Loaded lazily: only back-button tabs on product screens have one.
 */
export default function TabTooltip({ text, children }: { text: string; children: ReactElement }) {
  return (
    <Tooltip.Provider delayDuration={300}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="bottom"
            sideOffset={4}
            className="z-[1100] rounded bg-slate-900 px-2 py-1 text-xs text-white shadow"
          >
            {text}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
