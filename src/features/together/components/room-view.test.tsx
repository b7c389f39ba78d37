import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchClass } from '@/components/switch';
import { initialTogetherState, useTogetherStore } from '../model/room.store';
import { RoomView } from './room-view';

const actions = vi.hoisted(() => ({
  handOver: vi.fn(),
  removeMember: vi.fn(),
  setEveryoneControls: vi.fn(),
  sendChat: vi.fn(),
  react: vi.fn(),
  leaveRoom: vi.fn(),
  endRoom: vi.fn(),
}));
vi.mock('../model/room-actions', () => actions);

const room = 'R'.repeat(24);
function enter({ host }: { host: boolean }) {
  useTogetherStore.setState({
    status: 'open',
    room,
    me: host ? 'member01' : 'member02',
    hostKey: host ? 'K'.repeat(24) : null,
    state: {
      media: { kind: 'music', songs: ['s'], index: 0, title: 'T', artist: 'A', shuffle: false },
      playback: { playing: true, position: 1, at: 1 },
      members: [
        { id: 'member01', name: 'Ana', host: true, online: true },
        { id: 'member02', name: 'Ben', host: false, online: false },
      ],
      everyone: false,
    },
    chat: [{ from: 'member02', name: 'Ben', text: '<img src=x onerror=alert(1)>', at: 1 }],
  });
}

afterEach(() => useTogetherStore.setState(initialTogetherState()));

describe('RoomView', () => {
  it('gives the host the invite link and the powers over the room', async () => {
    enter({ host: true });
    render(<RoomView />);
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveValue(
      `${location.origin}${location.pathname}#/together/${room}`,
    );
    const members = screen.getByRole('list', { name: 'In the room' });
    expect(within(members).getByText('Ana (you)')).toBeInTheDocument();
    expect(within(members).getByText('Reconnecting')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make Ben host' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Ben' }));
    const everyone = screen.getByRole('switch', { name: 'Everyone can control' });
    // Drawn as the app's switch, as in Settings.
    const drawn = switchClass ?? '';
    expect(drawn).not.toBe('');
    expect(everyone).toHaveClass(drawn);
    await userEvent.click(everyone);
    expect(actions.handOver).toHaveBeenCalledWith('member02');
    expect(actions.removeMember).toHaveBeenCalledWith('member02');
    expect(actions.setEveryoneControls).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'End room' })).toBeInTheDocument();
  });

  it('gives a guest no host powers, and shows chat as text', async () => {
    enter({ host: false });
    render(<RoomView />);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Ana' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'End room' })).toBeNull();
    const log = screen.getByRole('log', { name: 'Chat' });
    expect(log).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(log.querySelector('img')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), '  hello  {Enter}');
    expect(actions.sendChat).toHaveBeenCalledWith('  hello  ');
    await userEvent.click(screen.getByRole('button', { name: 'React with 👏' }));
    expect(actions.react).toHaveBeenCalledWith('👏');
  });
});
