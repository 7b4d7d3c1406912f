// Loaded on the first toast only (see toast.ts): react-toastify and its stylesheet are not part of
// any page's first download (docs/decisions/014). The unstyled entry injects no <style> element,
// which the Content-Security-Policy (style-src 'self') would block; its stylesheet comes as a file.
import 'react-toastify/ReactToastify.css';

export { toast, ToastContainer } from 'react-toastify/unstyled';
