import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

const noop = () => {};

describe('LoginForm (docs/product.md#5-validation-rules)', () => {
  it('asks for the e-mail and the password when both are empty', async () => {
    const { user } = renderWithProviders(<LoginForm onDone={noop} onCreateAccount={noop} />);
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('Email es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
  });

  it('refuses a malformed e-mail and a password under six characters', async () => {
    const { user } = renderWithProviders(<LoginForm onDone={noop} onCreateAccount={noop} />);
    await user.type(screen.getByLabelText('E-mail'), 'ana.mx');
    await user.type(screen.getByLabelText('Contraseña'), '12345');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El email no es valido')).toBeTruthy();
    expect(screen.getByText('La contraseña debe contener un minimo de 6 caracteres')).toBeTruthy();
  });

  it('starts with the e-mail just registered', () => {
    renderWithProviders(<LoginForm initialEmail="ana@example.mx" onDone={noop} onCreateAccount={noop} />);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@example.mx');
  });

  // The log-in page's form, which the browser posts by itself without JavaScript
  it("on the log-in page: a form posted to the page with `volver`, and the server's refusal until a change", async () => {
    const { user } = renderWithProviders(
      <LoginForm
        initialEmail="ana@example.mx"
        onDone={noop}
        onCreateAccount={noop}
        page={{ volver: '/centro?x=1', refused: 'Usuario o contraseña incorrectos' }}
      />,
    );
    const form = screen.getByRole('form', { name: 'Iniciar sesión' }) as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/iniciar-sesion?volver=%2Fcentro%3Fx%3D1');
    expect(new FormData(form).get('volver')).toBe('/centro?x=1');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).name).toBe('email');
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).name).toBe('password');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Olvide mi contraseña' }).getAttribute('href')).toBe('/reset');
    expect(screen.getByTestId('login-answer').textContent).toContain('Usuario o contraseña incorrectos');
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    expect(screen.queryByTestId('login-answer')).toBeNull();
  });

  // 'Crear cuenta' is the registration page's link without JavaScript, the switch with it
  it("'Crear cuenta' links to the registration page with the same `volver`, and the app switches instead", async () => {
    const onCreateAccount = vi.fn();
    const { user } = renderWithProviders(
      <LoginForm onDone={noop} onCreateAccount={onCreateAccount} page={{ volver: '/centro' }} />,
    );
    const crear = screen.getByRole('button', { name: 'Crear cuenta' });
    expect(crear.tagName).toBe('A');
    expect(crear.getAttribute('href')).toBe('/registro?volver=%2Fcentro');
    await user.click(crear);
    expect(onCreateAccount).toHaveBeenCalledTimes(1);
    crear.focus();
    await user.keyboard(' ');
    expect(onCreateAccount).toHaveBeenCalledTimes(2);
  });

  it("in the modal: no post of its own (the app sends it), and its button says 'Iniciar sesión', as on the log-in page", () => {
    const { container } = renderWithProviders(<LoginForm onDone={noop} onCreateAccount={noop} />);
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBeNull();
    expect(form.getAttribute('action')).toBeNull();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});

describe('RegisterForm (docs/product.md#5-validation-rules)', () => {
  const submit = () => screen.getByRole('button', { name: 'Registrarme' });

  it('shows every required-field message at its field', async () => {
    const { user } = renderWithProviders(<RegisterForm onRegistered={noop} onLogIn={noop} />);
    await user.click(submit());
    expect(await screen.findByText('Ingrese su nombre(s)')).toBeTruthy();
    expect(screen.getByText('Ingrese sus apellidos')).toBeTruthy();
    expect(screen.getByText('Email es obligatorio')).toBeTruthy();
    expect(screen.getByText('Número telefónico es obligatorio')).toBeTruthy();
    expect(screen.getAllByText('La contraseña es obligatoria')).toHaveLength(2);
  });

  it('refuses a short phone and passwords that differ', async () => {
    const { user } = renderWithProviders(<RegisterForm onRegistered={noop} onLogIn={noop} />);
    await user.type(screen.getByLabelText('Nombre(s)'), 'Ana');
    await user.type(screen.getByLabelText('Apellidos'), 'López');
    await user.type(screen.getByLabelText('E-mail'), 'ana@example.mx');
    await user.type(screen.getByLabelText('Teléfono'), '55123');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'secreto2');
    await user.click(submit());
    expect(await screen.findByText('El número debe contener un minimo de 10 caracteres')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no son iguales')).toBeTruthy();
    expect(screen.queryByText('Ingrese su nombre(s)')).toBeNull();
  });
});

describe('RegisterForm on the registration page', () => {
  it('is a form posted to the page with `volver`, its fields named as the API reads them', () => {
    renderWithProviders(<RegisterForm onRegistered={noop} onLogIn={noop} page={{ volver: '/centro?x=1' }} />);
    const form = screen.getByRole('form', { name: 'Crear cuenta' }) as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/registro?volver=%2Fcentro%3Fx%3D1');
    expect([...new FormData(form).keys()]).toEqual([
      'volver',
      'name',
      'lastname',
      'email',
      'phone',
      'password',
      'repeatPassword',
    ]);
    const inicia = screen.getByRole('button', { name: 'Inicia sesión' });
    expect(inicia.getAttribute('href')).toBe('/iniciar-sesion?volver=%2Fcentro%3Fx%3D1');
  });

  it("shows the server's refusal: each message at its field, the values kept, the passwords empty", () => {
    renderWithProviders(
      <RegisterForm
        onRegistered={noop}
        onLogIn={noop}
        page={{
          volver: '/',
          answer: {
            state: 'error',
            msg: 'El email no es valido',
            values: { name: 'Ana', lastname: 'López', email: 'ana@', phone: '55123' },
            errors: {
              email: 'El email no es valido',
              phone: 'El número debe contener un minimo de 10 caracteres',
            },
          },
        }}
      />,
    );
    expect((screen.getByLabelText('Nombre(s)') as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ana@');
    expect((screen.getByLabelText('Contraseña') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('El email no es valido')).toBeTruthy();
    expect(screen.getByText('El número debe contener un minimo de 10 caracteres')).toBeTruthy();
    // the messages are at their fields: no box repeating them
    expect(screen.queryByTestId('register-answer')).toBeNull();
  });

  it("shows the server's other answers in a box: created (green), a taken e-mail (red) until a change", async () => {
    const created = renderWithProviders(
      <RegisterForm
        onRegistered={noop}
        onLogIn={noop}
        page={{
          volver: '/',
          answer: {
            state: 'registrado',
            msg: '¡Cuenta registrada!',
            values: { name: '', lastname: '', email: '', phone: '' },
            errors: {},
          },
        }}
      />,
    );
    const box = screen.getByTestId('register-answer');
    expect(box.textContent).toContain('¡Cuenta registrada!');
    expect(box.getAttribute('role')).toBe('status');
    created.unmount();
    const { user } = renderWithProviders(
      <RegisterForm
        onRegistered={noop}
        onLogIn={noop}
        page={{
          volver: '/',
          answer: {
            state: 'error',
            msg: 'El correo ya está registrado',
            values: { name: 'Ana', lastname: 'López', email: 'ana@example.mx', phone: '5512345678' },
            errors: {},
          },
        }}
      />,
    );
    expect(screen.getByTestId('register-answer').textContent).toContain('El correo ya está registrado');
    await user.type(screen.getByLabelText('E-mail'), 'x');
    expect(screen.queryByTestId('register-answer')).toBeNull();
  });
});
