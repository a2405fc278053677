import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { Input } from '@/components/forms/form-ui.tsx';

/**
 * A date field that is a plain text field in the prerendered page and its hydration, and the browser's
 * date field from the task after: laying out the date field's built-in parts (day, month, year, the
 * picker button) was about a quarter of the sign-up page's first layout (~25 ms of ~105 at 4x CPU),
 * which total blocking time counts. Text typed meanwhile that is not a date the date field can hold
 * keeps the field a text field (the date field would drop it); the form's schema checks it either way.
 */
export function DateInput({ ref, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  const [type, setType] = useState<'text' | 'date'>('text');
  const own = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const value = own.current?.value ?? '';
      if (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value)) setType('date');
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  const setRef = (element: HTMLInputElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  return <Input {...props} ref={setRef} type={type} />;
}
