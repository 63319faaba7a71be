import { errorText } from '../../lib/error-text';
import { useSimulateSms } from './simulate-sms';

/**
 * Local environment only: sends the keyword through the server's SMS simulator, so the
 * whole flow works on a laptop with no phone.
 */
export function SimulateSmsButton({ from, text }: { from: string; text: string }) {
  const simulate = useSimulateSms();
  return (
    <p className="simulate-sms">
      <button type="button" onClick={() => simulate.mutate({ from, text })} disabled={simulate.isPending}>
        Simulate SMS
      </button>{' '}
      <span role="status">
        {simulate.isSuccess && 'Simulated SMS delivered. Now press Validate.'}
        {simulate.isError && errorText(simulate.error)}
      </span>
    </p>
  );
}
