import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';

/** Back: to `to` when given (a list the page belongs to), else to the previous page. */
export function BackButton({ to, size }: { to?: string; size?: 'xs' }) {
  const navigate = useNavigate();
  return (
    <Button size={size} variant="default" onClick={() => (to === undefined ? navigate(-1) : navigate(to))}>
      Back
    </Button>
  );
}
