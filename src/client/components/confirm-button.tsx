import { Button, type ButtonProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { confirm } from '@/lib/feedback';

/** A small danger button that asks `question` first and acts only on yes (delete, undo, cancel). */
export function ConfirmButton({
  question,
  onConfirm,
  children,
  ...button
}: { question: string; onConfirm: () => void; children: ReactNode } & Omit<ButtonProps, 'onClick'>) {
  return (
    <Button
      size="mini"
      fill="none"
      color="danger"
      {...button}
      onClick={async () => {
        if (await confirm(question)) onConfirm();
      }}
    >
      {children}
    </Button>
  );
}
