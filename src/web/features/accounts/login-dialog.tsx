import { texts } from '../../../shared/texts';
import { useLoginDialog } from '../../shell/login-dialog-context';
import { LoginForm } from './login-form';
import { ModalDialog } from './modal-dialog';
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
