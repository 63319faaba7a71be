import { LoginDialog } from './login-dialog';
import { SignInLinkDialog } from './sign-in-link-dialog';

/** The accounts feature's dialogs, mounted once in the root layout. */
export function AccountDialogs() {
  return (
    <>
      <LoginDialog />
      <SignInLinkDialog />
    </>
  );
}
