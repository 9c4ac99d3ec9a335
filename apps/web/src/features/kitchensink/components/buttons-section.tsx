import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { Code } from './code';
import { useForAWhile } from './use-for-a-while';

/** Button's three variants, busy and disabled, and one with an icon. */
export function ButtonsSection() {
  const [busy, showFor] = useForAWhile();
  return (
    <Section
      title="Buttons"
      description={
        <>
          <Code>Button</Code> from components/ui/button: primary for the one main action of a
          screen, secondary beside it, ghost for quiet actions. A busy button spins and refuses
          clicks while its request runs.
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="ghost">Ghost</Button>
        <Button busy={busy} onClick={showFor}>
          {busy ? 'Saving' : 'Save (busy for 3 s)'}
        </Button>
        <Button disabled>Disabled</Button>
        <Button variant="secondary">
          <Icon name="open_in_new" className="size-4" />
          With an icon
        </Button>
      </div>
    </Section>
  );
}
