import { useId } from 'react';
import { Button, type ButtonProps } from 'antd-mobile';
import { langOf } from '@/components/user-content';

/**
 * A button that acts on a named thing ("Pause" a lesson): its accessible name is the action and the name, each in
 * its own language (the name is a title staff wrote, often Chinese in an English interface), joined by
 * aria-labelledby rather than one aria-label of two languages.
 */
export function ActionButton({
  label,
  name,
  ...props
}: { label: string; name: string } & Pick<ButtonProps, 'size' | 'color' | 'fill' | 'disabled' | 'onClick'>) {
  const id = useId();
  return (
    <>
      <Button {...props} aria-labelledby={`${id}a ${id}n`}>
        <span id={`${id}a`}>{label}</span>
      </Button>
      <span id={`${id}n`} lang={langOf(name)} translate="no" hidden>
        {name}
      </span>
    </>
  );
}
