import { Notifications } from '@mantine/notifications';
import { TOAST_CLOSE_MS } from '@fieldhire/contract/constants';
import { MantineScope } from '../components/mantine-scope';
import notificationClasses from './notifications.module.css';

/** Where toasts appear: top right, below the header. */
export function ToastStack() {
  return (
    <MantineScope>
      <Notifications
        position="top-right"
        autoClose={TOAST_CLOSE_MS}
        classNames={{ root: notificationClasses.root }}
      />
    </MantineScope>
  );
}
