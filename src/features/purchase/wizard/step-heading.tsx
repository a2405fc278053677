import { Heading } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** A step's heading; focus moves to it when the step appears, so keyboard and screen-reader users land on the new step. */
export function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Heading as="h2" size="xl" ref={ref} tabIndex={-1} _focusVisible={{ outline: 'none' }}>
      {children}
    </Heading>
  );
}
