export { AuthForm } from './AuthForm';
export { ShareList } from './ShareList';
