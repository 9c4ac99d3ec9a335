export { KitchensinkPage } from './components/kitchensink-page';
