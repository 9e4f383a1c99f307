/** Placeholder until the studio's screens land (issue 5). */
export default function StudioPlaceholder() {
  return null;
}
