// refuse_bare_new: `Cls.__new__(Cls)` raises TypeError instead of giving an object with no C++
// value (see bindings.hpp).
#include <Python.h>

#include <string>

#include "bindings.hpp"

namespace py = pybind11;

namespace damas::python {

void refuse_bare_new(const py::handle& type, const std::string& made_by) {
  auto* heap_type = reinterpret_cast<PyTypeObject*>(type.ptr());
  const newfunc original = heap_type->tp_new;
  const std::string name = "damas." + py::str(type.attr("__name__")).cast<std::string>();
  py::cpp_function new_object(
      [heap_type, original, name, made_by](const py::handle& cls, const py::args& args,
                                           const py::kwargs& kwargs) -> py::object {
        if (cls.ptr() == reinterpret_cast<PyObject*>(heap_type)) {
          throw py::type_error(name + " cannot be made by __new__ alone (its C++ value would " +
                               "not exist): " + made_by);
        }
        // A Python subclass's instances are made through here (its tp_new calls the __new__
        // found first in its bases): pybind11's metaclass then checks that __init__ made the C++
        // value.
        if (!PyType_Check(cls.ptr()) ||
            !PyType_IsSubtype(reinterpret_cast<PyTypeObject*>(cls.ptr()), heap_type)) {
          throw py::type_error(name + ".__new__(X): X is not a subtype of " + name);
        }
        PyObject* made =
            original(reinterpret_cast<PyTypeObject*>(cls.ptr()), args.ptr(), kwargs.ptr());
        if (made == nullptr) throw py::error_already_set();
        return py::reinterpret_steal<py::object>(made);
      },
      py::name("__new__"));
  // Put in the type's dict, not set as an attribute: setting __new__ would make the type's own
  // construction (Cls(...), whose tp_new slot is pybind11's) go through it and be refused.
  const py::object static_method =
      py::reinterpret_steal<py::object>(PyStaticMethod_New(new_object.ptr()));
  if (!static_method ||
      PyDict_SetItemString(heap_type->tp_dict, "__new__", static_method.ptr()) != 0) {
    throw py::error_already_set();
  }
  PyType_Modified(heap_type);
}

}  // namespace damas::python
