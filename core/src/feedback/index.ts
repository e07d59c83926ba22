export {
  debounce,
  messageView,
  type Debounced,
  type MessageView,
  type SuiteMessage,
  type SuiteMessageType,
  type ToastIcon,
} from './feedback.logic';
export { feedbackTexts } from './messages';
