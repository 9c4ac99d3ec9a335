import { useState } from 'react';
import { Section } from '@/components/ui/section';
import { Tabs } from '@/components/ui/tabs';
import { Code } from './code';

type Sample = 'first' | 'second' | 'third';

/** Tabs: the sign-in screen's Sign In and Create Account are these. */
export function TabsSection() {
  const [tab, setTab] = useState<Sample>('first');
  return (
    <Section
      title="Tabs"
      description={
        <>
          <Code>Tabs</Code> from components/ui/tabs: panels of one place, the arrow keys move
          between tabs. The caller keeps which one is open (a URL, a store, or state).
        </>
      }
    >
      <Tabs
        label="Sample tabs"
        value={tab}
        onValueChange={setTab}
        tabs={[
          { value: 'first', label: 'First', content: <p className="text-sm">The first panel.</p> },
          {
            value: 'second',
            label: 'Second',
            content: <p className="text-sm">The second panel.</p>,
          },
          { value: 'third', label: 'Third', content: <p className="text-sm">The third panel.</p> },
        ]}
      />
    </Section>
  );
}
