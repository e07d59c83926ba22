// The documentation site's texts: the demo pages' words and the documentation around each example.
// No widget uses them, so they load only with this entry (`@suite-ui/core/site`), never with the
// main entry every host loads.
export { demoMessages } from '../i18n/catalogue/demo';
export { docsMessages } from '../i18n/catalogue/docs';
