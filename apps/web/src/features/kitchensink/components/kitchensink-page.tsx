import type { ReactNode } from 'react';
import { Page } from '@/components/ui/page';
import { ButtonsSection } from './buttons-section';
import { DialogsSection } from './dialogs-section';
import { FeedbackSection } from './feedback-section';
import { FormFieldsSection } from './form-fields-section';
import { MenusSection } from './menus-section';
import { ServerEnvironmentSection } from './server-environment-section';
import { TableSection } from './table-section';
import { TabsSection } from './tabs-section';

/**
 * The showcase of the design-system primitives (components/ui), outside production builds only.
 * The calculator is another feature's: the app layer hands in its opener.
 */
export function KitchensinkPage({ calculator }: { calculator: ReactNode }) {
  return (
    <Page title="Kitchen Sink">
      <section aria-labelledby="kitchensink-calculator" className="flex items-center gap-2">
        <h2 id="kitchensink-calculator" className="text-lg font-semibold">
          Calculator
        </h2>
        {calculator}
      </section>
      <ServerEnvironmentSection />
      <ButtonsSection />
      <DialogsSection />
      <FeedbackSection />
      <FormFieldsSection />
      <MenusSection />
      <TabsSection />
      <TableSection />
    </Page>
  );
}
