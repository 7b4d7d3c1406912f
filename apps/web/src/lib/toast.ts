/**
 * The one place that imports react-toastify. Its main entry injects a <style> element at run
 * time, which the Content-Security-Policy (style-src 'self') blocks; the unstyled entry does not,
 * and its stylesheet is bundled with ours instead (see main.tsx). Import `toast` from here only,
 * so every call reaches the same container.
 */
export { toast, ToastContainer } from 'react-toastify/unstyled';
