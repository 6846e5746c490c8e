"""The solver worker pool of `physkb serve`: CPU-bound answers run in separate processes.

Why processes, and why they are recycled: clingo interns every symbol it ever sees (each story
id, entity name and word of a story becomes a clingo String or Function) in one table global to
the process, and never frees it, even after the Control that grounded it is gone. A long-lived
server that checks new stories therefore grows without bound (resending the same ids does not
grow it: the symbols are already interned). The only way to give that memory back is to end the
process, so each worker is retired after `max_jobs` answers or once its resident memory passes
`max_mb`, and a fresh one (loading the knowledge once) takes its place.

Processes also make abandoned work stoppable: a request whose time budget runs out, whose
client hangs up, or that is still running at shutdown has its worker killed (a thread running
clingo cannot be interrupted), and the event loop, which answers /health, never solves anything.
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import signal
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from solver.service.jobs import run_job

log = logging.getLogger("uvicorn.error")


def default_workers() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def resident_mb() -> float:
    """This process's resident memory in MB (Linux /proc; the peak elsewhere)."""
    try:
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    except OSError:
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class WorkerDied(Exception):
    """The worker process ended while answering (killed by the OS, or crashed inside a solver)."""


# --------------------------------------------------------------------------- inside a worker


def _worker_main(conn: Any, data_dir: str | None) -> None:
    """A worker's life: load the knowledge once, then answer jobs until told to stop or the pipe closes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole group: the server stops us
    from solver.service.knowledge import Knowledge

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
    retiring: bool = False  # past its limits: serves on until its replacement has loaded
    replaced: bool = False  # its replacement is ready: stop it when next idle
    started: float = field(default_factory=time.monotonic)


class SolverPool:
    """`size` worker processes; `run` sends one job to a free worker and awaits its answer."""

    def __init__(self, size: int, data_dir: Path | None, max_jobs: int = 200, max_mb: float = 1024.0) -> None:
        self.size, self.data_dir, self.max_jobs, self.max_mb = size, data_dir, max_jobs, max_mb
        self._ctx = multiprocessing.get_context("spawn")  # no fork of a threaded server with clingo state
        self._idle: asyncio.Queue[Worker] | None = None
        self._all: set[Worker] = set()
        self._starting: set[asyncio.Task] = set()
        self.closed = False
        self.recycled = 0  # workers retired for their job count or memory
        self.killed = 0  # workers stopped because their request was abandoned
        self.answered = 0
        self.busy = 0  # jobs being answered now

    # ---------------------------------------------------------------- lifecycle

    async def start(self) -> None:
        self._idle = asyncio.Queue()
        await asyncio.gather(*(self._spawn() for _ in range(self.size)))

    async def _readable(self, conn: Any) -> None:
        """Wait until the pipe has data (or its other end closed), without blocking the event loop."""
        loop = asyncio.get_running_loop()
        ready = loop.create_future()
        fd = conn.fileno()
        loop.add_reader(fd, lambda: ready.done() or ready.set_result(None))
        try:
            await ready
        finally:
            loop.remove_reader(fd)

    async def _spawn(self, replacing: Worker | None = None) -> None:
        parent, child = self._ctx.Pipe()
        process = self._ctx.Process(target=_worker_main, args=(child, str(self.data_dir) if self.data_dir else None),
                                    name="physkb-solver", daemon=True)
        process.start()
        child.close()
        worker = Worker(process, parent)
        self._all.add(worker)
        try:
            await self._readable(parent)
            tag, worker.mb = parent.recv()
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
        self._idle.put_nowait(worker)
        if replacing is not None:
            replacing.replaced = True
            try:  # idle now: stop it at once (asyncio.Queue keeps its items in the deque `_queue`)
                self._idle._queue.remove(replacing)  # type: ignore[attr-defined]
                self._stop(replacing, kill=False)
            except ValueError:  # busy: it stops when its job is answered
                pass

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

    def abort(self) -> None:
        """Kill every worker now (SIGTERM): running jobs end with WorkerDied, no new worker starts."""
        self.closed = True
        for worker in list(self._all):
            try:
                worker.process.kill()
            except (OSError, ValueError):
                pass

    def _discard(self, worker: Worker) -> None:
        """Kill a worker mid-job and start its replacement (unless one is already loading for it)."""
        self._stop(worker, kill=True)
        if not worker.retiring:
            self._replace()

    async def close(self) -> None:
        """Stop every worker at once (shutdown must not wait for abandoned work)."""
        self.closed = True
        for task in list(self._starting):
            task.cancel()
        for worker in list(self._all):
            self._stop(worker, kill=True)
        for worker in list(self._all):
            worker.process.join(timeout=2)

    # ---------------------------------------------------------------- answers

    def stats(self) -> dict[str, Any]:
        return {"workers": self.size, "alive": len(self._all), "busy": self.busy,
                "idle": self._idle.qsize() if self._idle is not None else 0, "answered": self.answered,
                "recycled": self.recycled, "killed": self.killed,
                "max_jobs": self.max_jobs, "max_mb": self.max_mb,
                "worker_mb": [round(w.mb) for w in self._all]}

    async def run(self, kind: str, payload: Any, deadline: float) -> Any:
        """The job's answer from a worker; TimeoutError past `deadline` (loop time); cancellable.

        A worker whose job is abandoned (timeout, cancellation) is killed and replaced: its
        answer would come too late and its CPU is needed by the requests that are still wanted.
        """
        if self._idle is None or self.closed:
            raise WorkerDied("the solver pool is not running")
        worker = None
        try:
            async with asyncio.timeout_at(deadline):
                worker = await self._idle.get()
                while worker.replaced:  # a retired worker whose replacement is in the queue
                    self._stop(worker, kill=False)
                    worker = None
                    worker = await self._idle.get()
                worker.conn.send((kind, payload))
                self.busy += 1
                try:
                    await self._readable(worker.conn)
                finally:
                    self.busy -= 1
            answer, worker.mb = worker.conn.recv()
        except TimeoutError:  # (an OSError too: handled here, before the pipe errors)
            if worker is not None:
                self._discard(worker)
                self.killed += 1
            raise
        except (EOFError, OSError) as err:
            if worker is not None:
                self._discard(worker)
            raise WorkerDied("the solver worker ended while answering (out of memory?)") from err
        except BaseException:
            if worker is not None:  # abandoned mid-job: stop it
                self._discard(worker)
                self.killed += 1
            raise
        worker.jobs += 1
        self.answered += 1
        if worker.replaced:
            self._stop(worker, kill=False)
        elif not worker.retiring and (worker.jobs >= self.max_jobs or worker.mb >= self.max_mb):
            log.info("physkb serve: recycling a solver worker after %d jobs at %.0f MB", worker.jobs, worker.mb)
            worker.retiring = True
            self.recycled += 1
            self._replace(worker)  # it serves on until the new one has loaded the knowledge
            self._idle.put_nowait(worker)
        else:
            self._idle.put_nowait(worker)
        return answer
