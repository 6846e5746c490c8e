"""torch's CPU threads: PHYSKB_THREADS when set, else the cores the machine leaves idle (at least one)."""
from __future__ import annotations

import os

import pytest

from probes import device
from solver.errors import PhyskbError


def test_the_environment_sets_the_threads(monkeypatch):
    monkeypatch.setenv(device.THREADS_ENV, "3")
    assert device.cpu_threads() == 3


@pytest.mark.parametrize("raw", ["0", "-2", "many"])
def test_a_bad_thread_count_names_the_variable(monkeypatch, raw):
    monkeypatch.setenv(device.THREADS_ENV, raw)
    with pytest.raises(PhyskbError, match=device.THREADS_ENV):
        device.cpu_threads()


@pytest.mark.parametrize("load,expected", [(0.0, 4), (1.2, 3), (2.6, 1), (13.0, 1)])
def test_the_idle_cores_are_used_and_never_fewer_than_one(monkeypatch, load, expected):
    monkeypatch.delenv(device.THREADS_ENV, raising=False)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2, 3}, raising=False)
    monkeypatch.setattr(os, "getloadavg", lambda: (load, load, load))
    assert device.cpu_threads() == expected


def test_only_a_cpu_placement_sets_torch_threads(monkeypatch):
    torch = pytest.importorskip("torch")
    before = torch.get_num_threads()
    monkeypatch.setenv(device.THREADS_ENV, "1")
    try:
        assert device.apply_cpu_threads(device.Placement("cuda", "bfloat16")) is None
        assert device.apply_cpu_threads(None) is None  # a served model: no placement here
        assert device.apply_cpu_threads(device.Placement("cpu", "float32")) == 1
        assert torch.get_num_threads() == 1
    finally:
        torch.set_num_threads(before)
