/** A form's messages about what to fix, one line each, under its fields. */
export function FieldErrors({ messages }: { messages: readonly string[] }) {
  return (
    <>
      {messages.map((m) => (
        <p key={m} className="field-error">
          {m}
        </p>
      ))}
    </>
  );
}
