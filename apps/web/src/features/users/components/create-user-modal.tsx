import { Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type CreateUserInput,
  createUserInputSchema,
  type Role,
  roles,
  userMessages,
} from '@stitchworks/shared';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/error-message';
import { formValidator } from '../../../lib/form-validation';
import { useCreateUser } from '../api/create-user';

type FormValues = {
  name: string;
  email: string;
  password: string;
  role: Role | '';
  backofficeCode: string;
};

const initialValues: FormValues = {
  name: '',
  email: '',
  password: '',
  role: '',
  backofficeCode: '',
};

/** Turns the form into the call's payload: empty optional fields are left out. */
function toInput(values: FormValues) {
  return {
    name: values.name,
    email: values.email,
    password: values.password,
    role: values.role || undefined,
    backofficeCode: values.backofficeCode.trim() || undefined,
  };
}

const validate = formValidator(createUserInputSchema);

/** The admin's "Create user" form: the new user chooses their own password at first sign-in. */
export function CreateUserModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated?: (userId: number) => void;
}) {
  const { t } = useTranslation('users');
  const createUser = useCreateUser();
  const form = useForm<FormValues>({
    initialValues,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validate(toInput(values))).map(([path, message]) => [
          path,
          message === userMessages.createNeeds ? t('create.needs') : message,
        ]),
      ),
  });

  const close = () => {
    form.reset();
    createUser.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    createUser.mutate(toInput(values) as CreateUserInput, {
      onSuccess: (user) => {
        notifications.show({ color: 'green', message: t('create.success') });
        close();
        onCreated?.(user.id);
      },
      onError: (error) => notifications.show({ color: 'red', message: getErrorMessage(error) }),
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('create.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('create.name')} required {...form.getInputProps('name')} />
          <TextInput
            label={t('create.email')}
            type="email"
            required
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('create.password')}
            description={t('create.passwordHint')}
            required
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <Select
            label={t('create.role')}
            required
            data={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
            {...form.getInputProps('role')}
            value={form.values.role || null}
            onChange={(value) => form.setFieldValue('role', (value as Role | null) ?? '')}
          />
          {form.values.role === 'manager' ? (
            <TextInput
              label={t('create.backofficeCode')}
              description={t('create.backofficeCodeHint')}
              required
              {...form.getInputProps('backofficeCode')}
            />
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={createUser.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
