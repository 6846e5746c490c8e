"""The solver worker pool of `physkb serve`: CPU-bound answers run in separate processes.

Why processes, and why they are recycled: clingo interns every symbol it ever sees (each story
id, entity name and word of a story becomes a clingo String or Function) in one table global to
the process, and never frees it, even after the Control that grounded it is gone. A long-lived
server that checks new stories therefore grows without bound (resending the same ids does not
grow it: the symbols are already interned). The only way to give that memory back is to end the
process, so each worker is retired after `max_jobs` answers or once its resident memory passes
`max_mb` (by default 1.5 x what it held when ready), and a fresh one (loading the knowledge once)
takes its place. A worker that has grown by more than IDLE_RECLAIM_GROWTH and then sits idle is
replaced as well, so once a burst of load is over the server's memory returns to where it started.

Scheduling: a free worker goes first to a waiting cheap job (size, afford, a large-scene
best_substitute: milliseconds), then to a waiting check-story (seconds), so the cheap requests
never queue behind a backlog of stories; by default there is one worker per core but one, so the
event loop, which answers small best_substitute requests and /health itself, keeps a core, and the
workers run 10 steps lower in CPU priority (`--worker-nice`), so where cores are short the event
loop is given the CPU first and cheap answers never wait for a time slice behind a story. At shutdown every request
still waiting for a worker is told at once (WorkerDied, answered 503 `shutting_down`), none is cut.

Processes also make abandoned work stoppable: a request whose time budget runs out, whose
client hangs up, or that is still running at shutdown has its worker killed (a thread running
clingo cannot be interrupted), and the event loop, which answers /health, never solves anything.
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import pickle
import signal
import struct
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from multiprocessing.reduction import ForkingPickler

from solver.service.jobs import run_job
from solver.service.knowledge import Knowledge

log = logging.getLogger("uvicorn.error")

HEAVY_KINDS = frozenset({"check_story"})  # jobs of seconds; every other kind answers in milliseconds
RELATIVE_CEILING = 1.5  # without --recycle-mb: a worker is retired past 1.5 x its resident memory when ready
IDLE_RECLAIM_S = 3.0  # a worker idle this long ...
IDLE_RECLAIM_GROWTH = 0.08  # ... and grown by more than this share since it was ready is replaced


def cores() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def default_workers() -> int:
    """One worker per core but one: the server process keeps a core of its own for its event loop, which
    answers best_substitute and /health itself (the lane of the cheap requests), so they never wait for a
    time slice behind stories being solved."""
    return max(1, cores() - 1)


def resident_mb() -> float:
    """This process's resident memory in MB (Linux /proc; the peak elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource  # deferred: Unix-only, and only this fallback (no /proc) needs it

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def lower_priority(steps: int) -> int:
    """Lower this process's CPU priority by `steps` (POSIX nice); the niceness it has after (0 where not POSIX)."""
    if not steps:
        return os.nice(0) if hasattr(os, "nice") else 0
    try:
        return os.nice(steps)
    except (AttributeError, OSError):  # not POSIX, or not allowed: the same priority, still correct
        return 0


async def _fd_ready(fd: int, writable: bool = False) -> None:
    """Wait until `fd` can be read (or written) without blocking the event loop."""
    loop = asyncio.get_running_loop()
    ready = loop.create_future()
    (loop.add_writer if writable else loop.add_reader)(fd, lambda: ready.done() or ready.set_result(None))
    try:
        await ready
    finally:
        (loop.remove_writer if writable else loop.remove_reader)(fd)


async def send_message(conn: Any, obj: Any) -> None:
    """`conn.send(obj)` from the event loop, in the same frames, written as the worker reads them.

    The server's end of each pipe is non-blocking (uvloop makes every fd it watches so; the pool
    sets it itself on any loop), where Connection.send of a message larger than the socket's
    buffer (a large scene, a long story) fails part-way with BlockingIOError.
    """
    data = bytes(ForkingPickler.dumps(obj))
    size = len(data)
    header = struct.pack("!i", size) if size <= 0x7FFFFFFF else struct.pack("!iQ", -1, size)
    view = memoryview(header + data)
    fd = conn.fileno()
    while view:
        try:
            view = view[os.write(fd, view):]
        except BlockingIOError:
            await _fd_ready(fd, writable=True)


async def receive_message(conn: Any) -> Any:
    """`conn.recv()` from the event loop: the frame read as it arrives, so an answer larger than the
    pipe's buffer (a ranking of hundreds with traces) is never cut by a read that would block (EAGAIN)."""
    fd = conn.fileno()

    async def exactly(n: int) -> bytes:
        chunks: list[bytes] = []
        while n:
            try:
                chunk = os.read(fd, min(n, 1 << 20))
            except BlockingIOError:
                await _fd_ready(fd)
                continue
            if not chunk:
                raise EOFError("the worker's end of the pipe closed")
            chunks.append(chunk)
            n -= len(chunk)
        return b"".join(chunks)

    (size,) = struct.unpack("!i", await exactly(4))
    if size == -1:
        (size,) = struct.unpack("!Q", await exactly(8))
    return pickle.loads(await exactly(size))


class WorkerDied(Exception):
    """The worker process ended while answering (killed by the OS, or crashed inside a solver)."""


# --------------------------------------------------------------------------- inside a worker


def _worker_main(conn: Any, data_dir: str | None, nice: int = 0) -> None:
    """A worker's life: load the knowledge once, then answer jobs until told to stop or the pipe closes.

    With `nice` (`physkb serve --worker-nice`, 10 by default) it runs at a lower CPU priority than the
    server process from its first instruction, loading included: a worker that replaces a recycled
    one loads for seconds to a minute while the server answers, and the event loop must not wait
    for a time slice behind it. Priorities count within a scheduling group (Linux puts each session
    in an autogroup, each systemd service in a cgroup), where the server mostly sleeps, so the
    workers still get the CPU the group has whenever the server does not need it (README: scheduling).
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole group: the server stops us
    lower_priority(nice)
    knowledge = Knowledge(Path(data_dir) if data_dir else None, cache_size=0)
    knowledge.load(warm_other_areas=True)
    conn.send(("ready", resident_mb()))
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):  # the server is gone
            return
        if job is None:
            return
        kind, payload = job
        conn.send((run_job(knowledge, kind, payload), resident_mb()))


# --------------------------------------------------------------------------- in the server


@dataclass(eq=False)  # hashed by identity: kept in a set
class Worker:
    process: Any
    conn: Any
    jobs: int = 0
    mb: float = 0.0
    ready_mb: float = 0.0  # resident memory when it had loaded the knowledge
    retiring: bool = False  # past its limits: serves on until its replacement has loaded
    replaced: bool = False  # its replacement is ready: stop it when next idle
    started: float = field(default_factory=time.monotonic)
    idle_since: float = field(default_factory=time.monotonic)


class SolverPool:
    """`size` worker processes; `run` sends one job to a free worker and awaits its answer."""

    def __init__(self, size: int, data_dir: Path | None, max_jobs: int = 200, max_mb: float | None = None,
                 nice: int = 0) -> None:
        self.size, self.data_dir, self.max_jobs, self.max_mb, self.nice = size, data_dir, max_jobs, max_mb, nice
        self._ctx = multiprocessing.get_context("spawn")  # no fork of a threaded server with clingo state
        self._free: list[Worker] | None = None  # idle workers, the longest idle first
        self._waiting: dict[bool, deque[asyncio.Future]] = {False: deque(), True: deque()}  # heavy? -> waiters
        self._all: set[Worker] = set()
        self._starting: set[asyncio.Task] = set()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._reclaimer: asyncio.Task | None = None
        self.closed = False
        self.recycled = 0  # workers retired for their job count or memory
        self.reclaimed = 0  # workers replaced after load because they had grown (memory given back)
        self.killed = 0  # workers stopped because their request was abandoned
        self.answered = 0
        self.busy = 0  # jobs being answered now

    # ---------------------------------------------------------------- lifecycle

    async def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._free = []
        await asyncio.gather(*(self._spawn() for _ in range(self.size)))
        self._reclaimer = self._loop.create_task(self._reclaim_idle())

    def ceiling_mb(self, worker: Worker) -> float:
        """The resident memory past which `worker` is retired (--recycle-mb, else relative to its start)."""
        return self.max_mb if self.max_mb else worker.ready_mb * RELATIVE_CEILING

    async def _spawn(self, replacing: Worker | None = None) -> None:
        parent, child = self._ctx.Pipe()
        process = self._ctx.Process(target=_worker_main, args=(child, str(self.data_dir) if self.data_dir else None,
                                                               self.nice),
                                    name="physkb-solver", daemon=True)
        process.start()
        child.close()
        os.set_blocking(parent.fileno(), False)  # read and written as the data flows (send_message, receive_message)
        worker = Worker(process, parent)
        self._all.add(worker)
        try:
            tag, worker.mb = await receive_message(parent)
            worker.ready_mb = worker.mb
        except (EOFError, OSError) as err:
            self._all.discard(worker)
            process.join(timeout=1)
            raise WorkerDied(f"a solver worker exited with {process.exitcode} while loading the knowledge") from err
        except BaseException:
            self._stop(worker, kill=True)
            raise
        if self.closed:
            self._stop(worker, kill=True)
            return
        self._release(worker)
        if replacing is not None:
            replacing.replaced = True
            if replacing in self._free:  # idle now: stop it at once
                self._free.remove(replacing)
                self._stop(replacing, kill=False)
            # busy: it stops when its job is answered

    def _replace(self, retiring: Worker | None = None) -> None:
        """Start a worker in the background to take the place of one stopped (or of `retiring`, once ready)."""
        multiprocessing.active_children()  # reap retired workers that have exited
        if self.closed:
            return

        async def spawn() -> None:
            for attempt in range(3):
                try:
                    await self._spawn(retiring)
                    return
                except WorkerDied as err:
                    log.error("physkb serve: %s (attempt %d of 3)", err, attempt + 1)
                    await asyncio.sleep(2.0)

        task = asyncio.get_running_loop().create_task(spawn())
        self._starting.add(task)
        task.add_done_callback(self._starting.discard)

    def _retire(self, worker: Worker, why: str) -> None:
        """Replace `worker` once a fresh one has loaded; it serves on until then."""
        log.info("physkb serve: recycling a solver worker after %d jobs at %.0f MB (%.0f MB when ready): %s",
                 worker.jobs, worker.mb, worker.ready_mb, why)
        worker.retiring = True
        self._replace(worker)

    async def _reclaim_idle(self) -> None:
        """Replace idle workers that have grown since they were ready: memory returns flat after load."""
        while not self.closed:
            await asyncio.sleep(1.0)
            now = time.monotonic()
            for worker in list(self._free or ()):
                if (not worker.retiring and worker.jobs and now - worker.idle_since >= IDLE_RECLAIM_S
                        and worker.mb > worker.ready_mb * (1 + IDLE_RECLAIM_GROWTH)):
                    self.reclaimed += 1
                    self._retire(worker, "grown, now idle")

    def _stop(self, worker: Worker, kill: bool) -> None:
        self._all.discard(worker)
        try:
            if kill:
                worker.process.kill()
            else:
                worker.conn.send(None)
        except (OSError, ValueError):
            pass
        worker.conn.close()
        # reap it without waiting here (a killed process is gone at once; a retired one finishes its loop)
        worker.process.join(timeout=0)

    def _fail_waiters(self) -> None:
        """Every request still waiting for a worker learns now that none will come (shutdown)."""
        for lane in self._waiting.values():
            while lane:
                waiter = lane.popleft()
                if not waiter.done():
                    waiter.set_exception(WorkerDied("the server is shutting down"))

    def abort(self) -> None:
        """Kill every worker now (SIGTERM): running jobs end with WorkerDied, waiting ones too, no new worker starts.

        Called from a signal handler: the waiters are failed from the event loop (call_soon_threadsafe).
        """
        self.closed = True
        for worker in list(self._all):
            try:
                worker.process.kill()
            except (OSError, ValueError):
                pass
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._fail_waiters)

    def _discard(self, worker: Worker) -> None:
        """Kill a worker mid-job and start its replacement (unless one is already loading for it)."""
        self._stop(worker, kill=True)
        if not worker.retiring:
            self._replace()

    async def close(self) -> None:
        """Stop every worker at once (shutdown must not wait for abandoned work)."""
        self.closed = True
        self._fail_waiters()
        if self._reclaimer is not None:
            self._reclaimer.cancel()
        for task in list(self._starting):
            task.cancel()
        for worker in list(self._all):
            self._stop(worker, kill=True)
        for worker in list(self._all):
            worker.process.join(timeout=2)

    # ---------------------------------------------------------------- answers

    def stats(self) -> dict[str, Any]:
        return {"workers": self.size, "alive": len(self._all), "starting": len(self._starting), "busy": self.busy,
                "idle": len(self._free) if self._free is not None else 0, "answered": self.answered,
                "waiting": {"cheap": len(self._waiting[False]), "check_story": len(self._waiting[True])},
                "recycled": self.recycled, "reclaimed": self.reclaimed, "killed": self.killed,
                "max_jobs": self.max_jobs, "max_mb": self.max_mb, "worker_nice": self.nice,
                "worker_mb": [round(w.mb) for w in self._all]}

    def _release(self, worker: Worker) -> None:
        """A worker is free: to the first waiting cheap job, else the first waiting check-story, else idle."""
        for heavy in (False, True):
            lane = self._waiting[heavy]
            while lane:
                waiter = lane.popleft()
                if not waiter.done():
                    waiter.set_result(worker)
                    return
        worker.idle_since = time.monotonic()
        self._free.append(worker)

    async def _acquire(self, heavy: bool) -> Worker:
        """A free worker for one job (cheap jobs are served before check-stories that wait)."""
        while True:
            if self.closed:
                raise WorkerDied("the server is shutting down")
            if self._free and not (heavy and self._waiting[False]):
                worker = self._free.pop(0)
            else:
                waiter = self._loop.create_future()
                self._waiting[heavy].append(waiter)
                try:
                    worker = await waiter
                except BaseException:
                    if waiter.done() and not waiter.cancelled() and waiter.exception() is None:
                        self._release(waiter.result())  # handed a worker just as it gave up: pass it on
                    else:
                        try:
                            self._waiting[heavy].remove(waiter)
                        except ValueError:
                            pass
                    raise
            if worker.replaced:  # a retired worker whose replacement is ready
                self._stop(worker, kill=False)
                continue
            return worker

    async def run(self, kind: str, payload: Any, deadline: float) -> Any:
        """The job's answer from a worker; TimeoutError past `deadline` (loop time); cancellable.

        A worker whose job is abandoned (timeout, cancellation) is killed and replaced: its
        answer would come too late and its CPU is needed by the requests that are still wanted.
        """
        if self._free is None or self.closed:
            raise WorkerDied("the solver pool is not running")
        worker = None
        try:
            async with asyncio.timeout_at(deadline):
                worker = await self._acquire(kind in HEAVY_KINDS)
                self.busy += 1
                try:
                    await send_message(worker.conn, (kind, payload))
                    answer, worker.mb = await receive_message(worker.conn)
                finally:
                    self.busy -= 1
        except TimeoutError:  # (an OSError too: handled here, before the pipe errors)
            if worker is not None:
                self._discard(worker)
                self.killed += 1
            raise
        except (EOFError, OSError) as err:
            code = None
            if worker is not None:
                worker.process.join(timeout=1)
                code = worker.process.exitcode
                self._discard(worker)
            log.error("physkb serve: a solver worker ended while answering a %s (exit status %s): %r", kind, code, err)
            raise WorkerDied(f"the solver worker ended while answering (exit status {code}; out of memory?)") from err
        except WorkerDied:
            raise
        except BaseException:
            if worker is not None:  # abandoned mid-job: stop it
                self._discard(worker)
                self.killed += 1
            raise
        worker.jobs += 1
        self.answered += 1
        if worker.replaced:
            self._stop(worker, kill=False)
        else:
            if not worker.retiring and (worker.jobs >= self.max_jobs or worker.mb >= self.ceiling_mb(worker)):
                self.recycled += 1
                self._retire(worker, f"{worker.jobs} jobs" if worker.jobs >= self.max_jobs else "memory ceiling")
            self._release(worker)  # a retiring one serves on until the new one has loaded the knowledge
        return answer
