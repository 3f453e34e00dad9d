import { Divider, Modal, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { createStaffInput } from '@crewing/domain';
import { hasPermission, useMe } from '../auth/session';
import { passwordsMatch, schemaResolver } from '../shared/schema-resolver';
import { trpc } from '../shared/trpc';
import { useCommand } from '../shared/use-command';
import { useMasterKeys } from '../shared/use-master-keys';
import { blockedByPassword } from './password-alert';
import { OPTIONS, PERSONAL_FIELDS, StaffFields, toPayload, type StaffField, type StaffFormValues } from './staff-form';
import { FormActions } from '../shared/ui/FormActions';
import { idOptions, CheckboxGridField } from '../shared/ui/form-fields';

const EMPLOYEE: StaffField[] = [
  { name: 'employeeId', label: 'Employee ID', kind: 'text', required: true },
  { name: 'userTypeId', label: 'User Type', kind: 'select', required: true, options: OPTIONS.userType },
  { name: 'departmentId', label: 'Department', kind: 'select', required: true, options: OPTIONS.department },
  { name: 'status', label: 'Status', kind: 'select', required: true, options: OPTIONS.status },
  { name: 'dateHired', label: 'Date Hired', kind: 'date' },
];
const PRINCIPAL: StaffField = { name: 'principalId', label: 'Principal', kind: 'select', options: OPTIONS.principal };
const ACCOUNT: StaffField[] = [
  { name: 'username', label: 'Username', kind: 'text', required: true },
  { name: 'password', label: 'Password', kind: 'password', required: true },
  { name: 'confirmPassword', label: 'Confirm Password', kind: 'password', required: true },
];
// 000 §5: gender and status are required in Add New Staff.
const PERSONAL = PERSONAL_FIELDS.map((f) => (f.name === 'male' ? { ...f, required: true } : f));

const matchPasswords = passwordsMatch<StaffFormValues>('password', 'confirmPassword');

/** Add New Staff (000 §2 modal, §5 rules, §8 alerts): confirmed, server errors under the fields. */
export function AddStaffModal({ onClose }: { onClose: () => void }) {
  const keys = useMasterKeys().data;
  const isAdmin = !!useMe().data?.roles.isSystemAdmin;
  const me = useMe().data;
  const utils = trpc.useUtils();
  const create = trpc.staff.create.useMutation();
  // A staff-database user who is not an administrator does not see the principal (000 §6).
  const employee = isAdmin ? [...EMPLOYEE, PRINCIPAL] : EMPLOYEE;
  const fields = [...PERSONAL, ...employee, ...ACCOUNT];
  const toInput = (v: StaffFormValues) => ({
    ...toPayload(fields, v),
    positionIds: (v.positionIds ?? '').split(',').filter(Boolean).map(Number),
  });
  const { control, handleSubmit, setError, formState } = useForm<StaffFormValues>({
    defaultValues: { status: '1', positionIds: '' },
    resolver: schemaResolver(createStaffInput, { toInput, check: matchPasswords }),
  });
  const command = useCommand<StaffFormValues, StaffFormValues>({
    confirm: 'create',
    confirmText: 'Are you sure you want to create this staff?',
    place: 'ADD NEW STAFF',
    successMessage: 'New Staff Successfully Added',
    // 000 §8: the legacy's garbled failure text, corrected.
    failureMessage: 'New Staff Failed to Add',
    form: { setError, fields: [...fields.map((f) => f.name), 'positionIds'] },
    run: async (values, commandId) => {
      await create.mutateAsync({ ...(toInput(values) as Parameters<typeof create.mutateAsync>[0]), commandId });
      await utils.staff.list.invalidate();
    },
    onSuccess: onClose,
  });
  const errors = formState.errors;
  if (!hasPermission(me, 'staff.database')) return null;
  return (
    <Modal opened onClose={onClose} title="Add New Staff" size="80rem" data-testid="add-staff-modal">
      <form onSubmit={(e) => void handleSubmit(command.submit, blockedByPassword('ADD NEW STAFF'))(e)} noValidate>
        <Stack gap="md">
          <Divider label="Personal Information" labelPosition="left" />
          <StaffFields fields={PERSONAL} control={control} errors={errors} keys={keys} />
          <Divider label="Employee Information" labelPosition="left" />
          <StaffFields fields={employee} control={control} errors={errors} keys={keys} />
          <CheckboxGridField
            control={control}
            name="positionIds"
            joinedBy=","
            label="Positions"
            options={idOptions(keys?.positions)}
            cols={{ base: 1, sm: 3 }}
          />
          <Divider label="System Account" labelPosition="left" />
          <StaffFields fields={ACCOUNT} control={control} errors={errors} keys={keys} cols={3} />
          <FormActions busy={command.busy} onCancel={onClose} cancelLabel="Close" submitTestId="add-staff-save" />
        </Stack>
      </form>
    </Modal>
  );
}
