// The layout walk over every desktop showcase page (layout-walk.ts says what it checks).
import { walkLayouts } from './layout-walk';

walkLayouts('desktop');
