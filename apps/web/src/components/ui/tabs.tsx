import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';

const TAB_CLASS =
  'flex-1 border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  content: ReactNode;
}

/**
 * Tabs over panels of one place (arrow keys move between tabs, the panel follows): `label`
 * names the tab list for screen readers. Controlled: the caller keeps which tab is open.
 */
export function Tabs<V extends string>({
  label,
  value,
  onValueChange,
  tabs,
}: {
  label: string;
  value: V;
  onValueChange: (value: V) => void;
  tabs: readonly TabItem<V>[];
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as V)}>
      <RadixTabs.List aria-label={label} className="mb-6 flex border-b border-slate-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={TAB_CLASS}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
