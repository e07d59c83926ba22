import type { Page } from '@playwright/test';
import { DetailCardModel } from './detail-card';

/** Page object of the Form widget in either skin (the card's model over the `form` root). */
export class FormModel extends DetailCardModel {
  constructor(page: Page, testId = 'form') {
    super(page, testId);
  }
}
