import { Trans } from '@lingui/react/macro';

/*
 * "3 credit hours" and "5 seats left" on the course cards and the detail, without Lingui's ICU plural: its
 * formatting made a phone's first render load the language's plural rules and number format (about 100 ms of a
 * phone's CPU on the home page). English has one form for exactly 1 and another for every other number,
 * whole or not; Chinese has one form.
 */

export function CreditHours({ hours }: { hours: number }) {
  return hours === 1 ? <Trans>1 credit hour</Trans> : <Trans>{hours} credit hours</Trans>;
}

export function SeatsLeft({ seats }: { seats: number }) {
  return seats === 1 ? <Trans>1 seat left</Trans> : <Trans>{seats} seats left</Trans>;
}
