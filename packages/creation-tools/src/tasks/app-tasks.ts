// The shell's task slots in one chunk: the header tray and the app-wide follower load together, apart from the
// tool screens (see appTaskSlots in pages/app-pages.ts).
export { TaskFollower } from './TaskFollower';
export { TaskTray } from './TaskTray';
