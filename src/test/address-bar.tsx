import { useLocation, useNavigate } from 'react-router';

/**
 * Stands in for the browser's address bar around a page under test: shows the query string
 * (`getByLabelText('url')`), and offers "edit address" (to `editTo`) and "back" buttons.
 */
export function AddressBar({ editTo }: { editTo: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="url">{search}</output>
      <button type="button" onClick={() => void navigate(editTo)}>
        edit address
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}
