import { OpenCalculatorButton } from '@/features/calculator';
import { KitchensinkPage as Showcase } from '@/features/kitchensink';

/** The component showcase (non-production builds only), with the calculator's opener. */
export function KitchensinkPage() {
  return <Showcase calculator={<OpenCalculatorButton />} />;
}

export default KitchensinkPage;
