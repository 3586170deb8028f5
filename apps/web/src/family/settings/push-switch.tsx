import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { currentSubscription, pushSupported, turnOffPush, turnOnPush } from '../push/push-subscription';
import { ErrorText } from '../ui/error-text';
import ui from '../ui/family.module.css';

type State = 'unsupported' | 'off' | 'on' | 'denied';

/** 'Turn on notifications' on this phone: the worker subscribed with the school's key, or off again. */
export function PushSwitch() {
  const [state, setState] = useState<State>(pushSupported() ? 'off' : 'unsupported');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    if (Notification.permission === 'denied') setState('denied');
    else void currentSubscription().then((subscription) => subscription && setState('on'));
  }, []);

  const run = async (action: () => Promise<State>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await action());
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  if (state === 'unsupported')
    return (
      <p className={ui.dimmed}>
        <FormattedMessage id="familyApp.pushUnsupported" />
      </p>
    );
  return (
    <div>
      <p className={ui.dimmed}>
        <FormattedMessage
          id={
            state === 'on'
              ? 'familyApp.pushOn'
              : state === 'denied'
                ? 'familyApp.pushDenied'
                : 'familyApp.pushOff'
          }
        />
      </p>
      <ErrorText error={error} />
      <div className={ui.actions}>
        {state === 'on' ? (
          <button
            type="button"
            className={ui.secondary}
            disabled={busy}
            onClick={() => void run(async () => (await turnOffPush(), 'off'))}
          >
            <FormattedMessage id="familyApp.turnOffNotifications" />
          </button>
        ) : (
          <button
            type="button"
            className={ui.button}
            disabled={busy || state === 'denied'}
            onClick={() => void run(turnOnPush)}
          >
            <FormattedMessage id="familyApp.turnOnNotifications" />
          </button>
        )}
      </div>
    </div>
  );
}
