// The accessibility walk over every desktop showcase page (a11y-walk.ts says what it checks).
import { walkShowcase } from './a11y-walk';

walkShowcase('desktop');
