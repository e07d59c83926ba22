import { useRef, type FormEvent, type RefObject } from 'react';
import type { FormView } from '../../form';
import { useForm, type UseFormProps } from './use-form';
import { useScrollToField } from './use-scroll-to-field';

/** What both skins spread on their `<form>` element. */
export interface FormElementProps {
  ref: RefObject<HTMLFormElement | null>;
  className: string;
  'data-testid': string;
  'data-status': FormView['status'];
  noValidate: true;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * The form's view model and its `<form>` element's props: submit goes through core's validation
 * (never the browser's), and a failed submit scrolls to the first field in error (spec 5).
 */
export function useFormElement(props: UseFormProps): { view: FormView; formProps: FormElementProps } {
  const view = useForm(props);
  const ref = useRef<HTMLFormElement>(null);
  useScrollToField(view.scrollRequest, ref);
  return {
    view,
    formProps: {
      ref,
      className: 'suite-form',
      'data-testid': props['data-testid'] ?? 'form',
      'data-status': view.status,
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        view.submit();
      },
    },
  };
}
