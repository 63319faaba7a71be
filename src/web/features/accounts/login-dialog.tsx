import { texts } from '../../../shared/texts';
import { useLoginDialog } from '../../lib/login-dialog-context';
import { ModalDialog } from '../../lib/modal-dialog';
import { LoginForm } from './login-form';
import './accounts.css';

/** 'Log in to booking', opened by 'Login to Book' anywhere in the shell or a page. */
export function LoginDialog() {
  const { isOpen, close } = useLoginDialog();
  return (
    <ModalDialog open={isOpen} title={texts.loginTitle} onClose={close}>
      <LoginForm />
    </ModalDialog>
  );
}
